import type { ImgHTMLAttributes } from 'react';

export interface IllustrationSource {
  src: string;
  /** what the drawing shows; the "일러스트:" prefix is added so nobody takes it for a photo */
  description: string;
  width: number;
  height: number;
}

type Props = IllustrationSource & {
  /** images below the fold load lazily */
  lazy?: boolean;
  className?: string;
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
};

export const illustrationAlt = (description: string) => `일러스트: ${description}`;

/** One of the site's drawn illustrations, sized up front so the page does not shift while it loads. */
export function Illustration({
  src,
  description,
  width,
  height,
  lazy = false,
  className,
  fetchPriority,
}: Props) {
  return (
    <img
      className={className}
      src={src}
      alt={illustrationAlt(description)}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      fetchPriority={fetchPriority}
    />
  );
}
