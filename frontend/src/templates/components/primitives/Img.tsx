import type { TemplateImage } from '../../data/images';

/** A generated illustration with its intrinsic size; lazy unless it is above the fold. */
export function Img({
  image,
  eager = false,
  className,
}: {
  image: TemplateImage;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
