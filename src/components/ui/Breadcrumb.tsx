export interface Crumb {
  name: string;
  href?: string;
}

interface Props {
  label: string;
  items: Crumb[];
}

/**
 * A breadcrumb trail; the last item is the current page. The listing island
 * redraws it as filters change; the product and collections pages draw it on
 * the server, without a client directive (static HTML, no script).
 */
export function Breadcrumb({ label, items }: Props) {
  return (
    <nav aria-label={label} className="text-sm text-subtle">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.href && index < items.length - 1 ? (
              <a href={item.href} className="hover:text-ink hover:underline">
                {item.name}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
