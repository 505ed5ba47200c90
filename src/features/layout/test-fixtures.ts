/** A small menu and site response for the layout's component tests. */
import type { MenuItem, SiteResponse } from '../../contract/site';

export const fakeMenu: MenuItem[] = [
  {
    id: 1,
    name: 'Exhibitors',
    url: '#',
    is_direct_link: false,
    icon: null,
    subitems: [
      { id: 11, name: 'Apply', url: 'application', is_direct_link: false, icon: null },
      { id: 12, name: 'Programme for exhibitors', url: 'exhibition/program', is_direct_link: false, icon: null },
    ],
  },
  {
    id: 2,
    name: 'Visitors',
    url: '#',
    is_direct_link: false,
    icon: null,
    subitems: [
      { id: 21, name: 'Register', url: 'registration', is_direct_link: false, icon: null },
      { id: 22, name: 'Programme for visitors', url: 'exhibition/program', is_direct_link: false, icon: null },
    ],
  },
  { id: 3, name: 'Contests', url: 'contests', is_direct_link: false, icon: null, subitems: [] },
  { id: 4, name: 'Contacts', url: 'contacts', is_direct_link: false, icon: null, subitems: [] },
];

export const fakeSite: SiteResponse = {
  site_config: {
    prefix_contract: 'ME27',
    registration_available: true,
    date_start: '2027-11-09T10:00:00+03:00',
    date_end: '2027-11-12T16:00:00+03:00',
    full_name_ru: 'Выставка',
    full_name_en: 'Exhibition',
    location_ru: 'Москва',
    location_en: 'Moscow',
    name_ru: 'Металл',
    name_en: 'Metal',
    name_zh: '金属',
    menu: [],
    type: {
      name: 'ME',
      main_page_info: {
        banner: '/banner.jpg',
        banner_video: null,
        participants_count: 1,
        visitors_count: 1,
        total_area_count: 1,
        events_count: 1,
        events_hour_count: 1,
        events_speaker_count: 1,
        events_organizers_count: 1,
        events_delegates_count: 1,
        image_participants_1: null,
        image_participants_2: null,
        image_participants_3: null,
        image_visitors_1: null,
        image_visitors_2: null,
        image_visitors_3: null,
        image_visitors_4: null,
        image_area_1: null,
        image_area_2: null,
        image_area_3: null,
        image_events: null,
      },
    },
  },
  menu: { language: { code: 'en' }, logo: '/logo.svg', items: fakeMenu },
  languages: [
    { code: 'ru', full_name: 'Русский', icon: '/flags/ru.svg' },
    { code: 'en', full_name: 'English', icon: '/flags/en.svg' },
  ],
  footer: {
    postal_code: '129085',
    address: 'Moscow',
    email: 'info@example.com',
    phone: '+7 (495) 000-00-00',
    social: [{ name: 'Telegram', url: 'https://t.me/example', icon: '/icons/telegram.svg' }],
  },
};
