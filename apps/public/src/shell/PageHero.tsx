import { HeroBanner } from '@sfi/ui';
import { showsHeroBanner } from '@sfi/domain';
import type { ResponsiveImage } from '../content/page.ts';

export interface PageHeroProps {
  /** The page's path: the banner shows on every page but `/` and paths with "portal" or "lease-generation". */
  pathname: string;
  title: string;
  lead?: string;
  image: ResponsiveImage;
  imageAlt: string;
}

/**
 * The hero banner of a public page (doc 1 §2): its title over its image, with the image's alt text,
 * in the best format and width the browser can show. Renders nothing where the spec says the banner
 * is not displayed (`showsHeroBanner`).
 */
export function PageHero({ pathname, title, lead, image, imageAlt }: PageHeroProps) {
  if (!showsHeroBanner(pathname)) return null;
  return (
    <HeroBanner
      title={title}
      subtitle={lead}
      imageSrc={image.src}
      imageSrcSet={image.srcSet}
      imageSources={image.sources}
      imageWidth={image.width}
      imageHeight={image.height}
      imageAlt={imageAlt}
    />
  );
}
