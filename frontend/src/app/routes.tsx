import type { RouteObject } from 'react-router-dom';
import { RestaurantLayout } from '../features/layout/RestaurantLayout';
import { HomePage } from '../features/home/HomePage';
import { MenuPage } from '../features/menu/MenuPage';
import { GalleryPage } from '../features/gallery/GalleryPage';
import { ContactPage } from '../features/contact/ContactPage';
import { AdminScreen } from '../features/admin/AdminScreen';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { templateRoutes } from '../features/templates/routes';

/** The site's one route table (SPEC §2). Template pages load lazily, so restaurant visitors never download them. */
export const routes: RouteObject[] = [
  {
    element: <RestaurantLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/la-carte', element: <MenuPage /> },
      { path: '/galerie', element: <GalleryPage /> },
      { path: '/contact', element: <ContactPage /> },
    ],
  },
  { path: '/admin', element: <AdminScreen /> },
  { path: '/admin/login', element: <AdminScreen /> },
  { path: '/admin/dashboard', element: <AdminScreen /> },
  ...templateRoutes,
  { path: '*', element: <NotFoundPage /> },
];
