/*
 * The restaurant pages' stylesheets, in the shell's one stylesheet rather than one file per lazily loaded page: a
 * server-rendered page carries that stylesheet inline (docs/architecture.md#server-rendered-pages), so its first paint
 * waits for no other file, and going from one restaurant page to another loads no CSS. Imported after the app in
 * main.tsx, so these rules come after the shell's, as they did in their pages' own files.
 *
 * Only here and in main.tsx: a lazily loaded page that imported one of these itself would make its chunk depend on the
 * entry's, and Vite would then load the entry's stylesheet again when the page's code arrives, applying every rule a
 * second time to the whole page while the app starts (cms/tests/server-render.test.ts checks the build for it).
 */
import 'swiper/css';
import 'swiper/css/a11y';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import '../ui/media/media.css';
import '../ui/booking-answer.css';
import '../features/home/home.css';
import '../features/gallery/gallery-teaser.css';
import '../features/menu/menu.css';
import '../features/menu/law.css';
import '../features/menu/board.css';
import '../features/menu/set-menus.css';
import '../features/restaurant/opening-hours.css';
import '../features/contact/contact.css';
import '../features/reservation/reservation.css';
import '../features/evenings/evenings.css';
import '../features/gallery/gallery.css';
