import { ImageOffIcon } from '~/components/ui/icons.tsx';

interface Props {
  url: string | null;
  /** The host's choice of sizes for it, when it sent one: the browser picks by the frame's width. */
  srcSet?: string | null;
  size: 'small' | 'large';
}

/**
 * A cart or order line's thumbnail (the small size the shop host picks for cart lines), or an icon when
 * the line has no image. Decorative: the name follows it.
 */
export function LineImage({ url, srcSet, size }: Props) {
  const [frame, width, height] = size === 'large' ? ['h-20 w-24 rounded-xl', 96, 72] : ['h-16 w-20 rounded-lg', 80, 60];
  return (
    <div className={`${frame} shrink-0 overflow-hidden bg-muted`}>
      {url ? (
        <img
          src={url}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? `${width}px` : undefined}
          alt=""
          width={width}
          height={height}
          className="h-full w-full object-contain"
        />
      ) : (
        <div className="flex h-full items-center justify-center text-subtle">
          <ImageOffIcon className="h-6 w-6" />
        </div>
      )}
    </div>
  );
}
