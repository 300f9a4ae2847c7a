import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../test-utils';

const LOAD = { timeout: 8000 };

describe('template layout', () => {
  it('keeps the variant prefix in the navigation and links the home variants', async () => {
    renderTemplate('/home3/our_team');
    await screen.findByRole('heading', { level: 1, name: 'Our Team' }, LOAD);
    const nav = screen.getByRole('navigation', { name: 'Hotel navigation' });
    expect(within(nav).getByRole('link', { name: 'Find Room' })).toHaveAttribute('href', '/home3/find_room');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/home3/contact');
    expect(within(nav).getByRole('link', { name: 'Hostel' })).toHaveAttribute('href', '/home3');
    expect(within(nav).getByRole('link', { name: 'Hotel Booking' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/home3/find_room');
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('names the tab after the page', async () => {
    renderTemplate('/home3/our_team');
    await screen.findByRole('heading', { level: 1, name: 'Our Team' }, LOAD);
    expect(document.title).toBe('Our Team — Lago Hotels');
  });

  it('names a home variant tab after its kind of stay', async () => {
    renderTemplate('/home5');
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(document.title).toBe('Apartment — Lago Hotels');
  });

  it('shows the apartment top bar with the notification badge fixed at 4 only under /home5', async () => {
    const { unmount } = renderTemplate('/home5/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOAD);
    expect(screen.getByRole('link', { name: 'Notifications, 4 new' })).toHaveTextContent('4');
    for (const label of ['Payment Options', 'My Bookings', 'Our Review', 'Login', 'Sign Up']) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '#');
    }
    unmount();

    renderTemplate('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOAD);
    expect(screen.queryByRole('link', { name: 'Notifications, 4 new' })).not.toBeInTheDocument();
  });

  it('turns the header solid after 100 px, and after 120 px in the apartment variant', async () => {
    const { unmount } = renderTemplate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LOAD);
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    scrollTo(100);
    expect(header).not.toHaveClass('is-solid');
    scrollTo(101);
    expect(header).toHaveClass('is-solid');
    scrollTo(0);
    unmount();

    renderTemplate('/home5/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LOAD);
    const apartmentHeader = screen.getByRole('banner');
    scrollTo(120);
    expect(apartmentHeader).not.toHaveClass('is-solid');
    scrollTo(121);
    expect(apartmentHeader).toHaveClass('is-solid');
    scrollTo(0);
  }, 15_000);

  it('keeps its dark mode under its own storage key, never the restaurant one', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('darkMode', 'false');
    renderTemplate('/services');
    await screen.findByRole('heading', { level: 1, name: 'Service' }, LOAD);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('templateDarkMode')).toBe('true');
    expect(window.localStorage.getItem('darkMode')).toBe('false');
    expect(document.querySelector('.tpl')).toHaveClass('tpl--dark');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(toggle);
    expect(window.localStorage.getItem('templateDarkMode')).toBe('false');
  });

  it('opens and closes the mobile menu and a submenu from the keyboard', async () => {
    const user = userEvent.setup();
    renderTemplate('/blog_details');
    await screen.findByRole('heading', { level: 1, name: 'Designing rooms for slow mornings' }, LOAD);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const rooms = screen.getByRole('button', { name: 'Rooms' });
    rooms.focus();
    await user.keyboard('{Enter}');
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the whole mobile menu with Escape from a submenu link and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderTemplate('/home5/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const page = screen.getByRole('button', { name: 'Page' });
    await user.click(page);
    screen.getByRole('link', { name: 'Our Team' }).focus();

    await user.keyboard('{Escape}');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(page).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when Tab leaves its last item, so focus never lands on the page beneath it', async () => {
    const user = userEvent.setup();
    renderTemplate('/home5/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const bookNow = screen.getByRole('link', { name: 'Book Now' });
    bookNow.focus();

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    bookNow.focus();
    await user.tab();
    const nav = screen.getByRole('navigation', { name: 'Hotel navigation' });
    expect(document.activeElement).not.toBe(document.body);
    expect(nav.contains(document.activeElement)).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus to the submenu button when Escape closes a desktop submenu', async () => {
    const user = userEvent.setup();
    renderTemplate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LOAD);
    const blog = screen.getByRole('button', { name: 'Blog' });
    await user.click(blog);
    screen.getByRole('link', { name: 'Blog Details' }).focus();

    await user.keyboard('{Escape}');
    expect(blog).toHaveAttribute('aria-expanded', 'false');
    expect(blog).toHaveFocus();
  });
});
