/**
 * Switching the language (spec §4): apply and store the code, clear the data cache, and show the same
 * page in the new language. The old language's queries are removed only after the navigation: removing
 * them while their pages are still mounted would make those pages suspend and refetch what is about to
 * be thrown away.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Lang } from '../../contract/common';
import { applyLanguage, currentLanguage, rememberLanguage } from '../../lib/i18n';
import { replaceLangSegment } from '../../lib/menu-links';

export function useLanguageSwitch(): (code: Lang) => void {
  const router = useRouter();
  const queryClient = useQueryClient();

  return useCallback(
    (code: Lang) => {
      const { pathname, searchStr, hash } = router.state.location;
      if (code === currentLanguage() && pathname.split('/')[1] === code) return;
      const href = `${replaceLangSegment(pathname, code)}${searchStr}${hash ? `#${hash}` : ''}`;
      // The choice is kept at once, so `/` opened in another tab a moment later already follows it.
      rememberLanguage(code);
      void (async () => {
        await router.navigate({ href });
        await applyLanguage(code);
        // "Clears the cache": keys are [resource, lang, …]; only the new language's data stays.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== code });
      })().catch((error: unknown) => console.warn('Language switch failed', error));
    },
    [router, queryClient],
  );
}
