import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import { galleryQueryOptions } from '../../../api/media';
import { ApiError } from '../../../api/errors';
import { GalleryPage, type ViewerNavigation } from '../../../features/media/gallery-page';
import { NotFoundPage } from '../../../features/layout/not-found-page';
import { tFor } from '../../../lib/i18n';
import { headLang, notFoundHead, pageHeadFor } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

/** Gallery urls are CMS slugs; anything else cannot exist, so it is the not-found page without a request. */
const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * ?photo=N: the photo open in the viewer, counted from 1 as the viewer's counter shows it, so Back closes
 * the viewer (a phone's Back otherwise left the gallery) and a shared link opens that photo. Anything
 * that is not a whole number from 1 leaves the viewer closed; a number past the last photo does too.
 */
const GallerySearchSchema = v.object({
  photo: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100_000))),
    undefined,
  ),
});

export const Route = createFileRoute('/$lang/media/photo/$galleryUrl')({
  validateSearch: GallerySearchSchema,
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
  // The loader reads the gallery only; opening, flipping or closing a photo must not run it again.
  staleTime: Infinity,
});

function GalleryRoute() {
  const { lang } = Route.useRouteContext();
  const { galleryUrl } = Route.useParams();
  const { photo } = Route.useSearch();
  const { data: gallery } = useSuspenseQuery(galleryQueryOptions(lang, galleryUrl));
  const navigation = useViewerNavigation();
  const open = photo !== undefined && photo <= gallery.photos.length ? photo - 1 : null;
  return <GalleryPage lang={lang} gallery={gallery} open={open} navigation={navigation} />;
}

/**
 * Opening a photo pushes one history entry (marked as a dialog's), flipping replaces it, so Back closes
 * the viewer whatever was flipped through; closing it otherwise goes back to that entry's gallery, or
 * replaces ?photo when the viewer was opened from a shared link and there is no gallery entry behind it.
 */
function useViewerNavigation(): ViewerNavigation {
  const navigate = Route.useNavigate();
  const router = useRouter();
  return useMemo(
    () => ({
      open: (index) =>
        void navigate({ search: { photo: index + 1 }, state: (previous) => ({ ...previous, modal: true }), resetScroll: false }),
      show: (index) => void navigate({ search: { photo: index + 1 }, replace: true, state: (previous) => previous, resetScroll: false }),
      close: () => {
        const location = router.state.location;
        // Back already closed it: the dialog's close event arrives after the URL lost ?photo.
        if (!('photo' in location.search) || location.search.photo === undefined) return;
        if (location.state.modal) router.history.back();
        else void navigate({ search: {}, replace: true, resetScroll: false });
      },
    }),
    [navigate, router],
  );
}
