import { expect, type Page } from '@playwright/test';

/** The shell's Hebrew panel for a remote that failed to load (sdk errorTexts.remoteUnavailable). */
const REMOTE_UNAVAILABLE = 'לא ניתן לטעון את החלק הזה של המערכת';

/** The remote rendered its own content into the shell's container for it, not the failure panel. */
export async function expectRemoteMounted(page: Page, name: 'landing' | 'seating' | 'admin'): Promise<void> {
  const container = page.locator(`#mfe-${name}`);
  await expect(container.locator(':scope > *').first()).toBeVisible();
  await expect(container).not.toContainText(REMOTE_UNAVAILABLE);
}
