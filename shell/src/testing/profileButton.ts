/** The portal header's profile button (named by the user's first name, so found by its popup). */
export const profileButton = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('header button[aria-haspopup="menu"]');
