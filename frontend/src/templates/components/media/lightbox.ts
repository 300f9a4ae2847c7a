import type { LightboxExternalProps } from 'yet-another-react-lightbox';

/**
 * Settings shared by the template lightboxes (docs/product.md#template-sliders-and-lightboxes: fade 250 ms). The slide's size limit (90% of the window
 * from 992 px, full width below) is the app-wide `.lightbox-framed` rule in ui.css: the library's own padding is a
 * single value for both axes and cannot change with the window width.
 */
export const TEMPLATE_LIGHTBOX = {
  className: 'tpl-lightbox lightbox-framed',
  carousel: { padding: 0 },
  animation: { fade: 250 },
  controller: { closeOnBackdropClick: true },
} satisfies LightboxExternalProps;
