export interface Crumb {
  name: string;
  href?: string;
}

interface Props {
  label: string;
  items: Crumb[];
}

/** The listing island's breadcrumb trail; the last item is the current page. Server pages draw theirs with Breadcrumb.astro. */
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
