import type { TFunction } from 'i18next';
import type { SliderLabels } from '../../ui/slider';

/** The carousel's control names in the page's language; `region` names the carousel itself. */
export const sliderLabels = (t: TFunction, region: string): SliderLabels => ({
  region,
  previous: t('home.slider.previous'),
  next: t('home.slider.next'),
  slide: (index, total) => t('home.slider.slide', { index: index + 1, total }),
});
