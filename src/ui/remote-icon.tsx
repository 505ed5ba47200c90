/** An icon or flag image from server data (menu icons, language flags, social icons). */
export function RemoteIcon({
  src,
  size = 24,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  size?: number;
  alt?: string;
  className?: string;
}) {
  if (!src) return null;
  return <img src={src} width={size} height={size} alt={alt} className={className} loading="lazy" decoding="async" />;
}

/** A language flag: decorative next to the language name. */
export function Flag({ src, className }: { src: string; className?: string }) {
  return <img src={src} width={24} height={16} alt="" className={className} decoding="async" />;
}
