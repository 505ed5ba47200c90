import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { galleryQueryOptions } from '../../../api/media';
import { ApiError } from '../../../api/errors';
import { GalleryPage } from '../../../features/media/gallery-page';
import { NotFoundPage } from '../../../features/layout/not-found-page';
import { tFor } from '../../../lib/i18n';
import { headLang, notFoundHead, pageHeadFor } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

/** Gallery urls are CMS slugs; anything else cannot exist, so it is the not-found page without a request. */
const SLUG = /^[a-z0-9-]{1,100}$/;

export const Route = createFileRoute('/$lang/media/photo/$galleryUrl')({
  loader: async ({ context, params }) => {
    if (!SLUG.test(params.galleryUrl)) throw notFound();
    try {
      const gallery = await context.queryClient.ensureQueryData(galleryQueryOptions(context.lang, params.galleryUrl));
      return { name: gallery.name, year: gallery.year, image: gallery.photos[0]?.image };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: (ctx) =>
    ctx.loaderData
      ? pageHeadFor(ctx, {
          title: ctx.loaderData.name,
          description: tFor(headLang(ctx))('descriptions.gallery', ctx.loaderData),
          image: ctx.loaderData.image ? { url: ctx.loaderData.image, alt: ctx.loaderData.name } : undefined,
        })
      : notFoundHead(ctx),
  component: GalleryRoute,
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <PagePending titleKey="media_page.title" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

function GalleryRoute() {
  const { lang } = Route.useRouteContext();
  const { galleryUrl } = Route.useParams();
  const { data: gallery } = useSuspenseQuery(galleryQueryOptions(lang, galleryUrl));
  return <GalleryPage lang={lang} gallery={gallery} />;
}
