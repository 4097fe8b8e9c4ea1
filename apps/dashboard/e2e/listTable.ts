import { expect, type Locator, type Page } from '@playwright/test';

/** The list's table, named by its caption. */
export function listTable(page: Page, name: string): Locator {
  return page.getByRole('table', { name });
}

/**
 * The text of one column in every body row of the page on screen, found by its header so a new
 * column cannot shift it, as a reader hears it (aria-hidden parts left out). Rows without that
 * many cells (the empty or error message) are skipped, and a table not rendered yet, or still
 * loading, reads as no rows.
 */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  // Before the table is on screen, or while it shows skeleton rows, there is nothing to read
  // yet; callers poll.
  if (headers.length === 0 || (await table.getAttribute('aria-busy')) === 'true') return [];
  const index = headers.indexOf(header);
  if (index === -1) throw new Error(`No column '${header}' in [${headers.join(', ')}]`);
  const rows = await table.locator('tbody tr').evaluateAll((elements) =>
    elements.map((row) =>
      Array.from(row.querySelectorAll(':scope > td, :scope > th')).map((cell) => {
        // What a reader hears: a placeholder picture's initials are aria-hidden, not text.
        let text = (cell as HTMLElement).innerText;
        for (const hidden of cell.querySelectorAll<HTMLElement>('[aria-hidden="true"]'))
          text = text.replace(hidden.innerText, '');
        return text.trim();
      }),
    ),
  );
  return rows.filter((cells) => cells.length === headers.length).map((cells) => cells[index] ?? '');
}

/** The count in the list header, e.g. 12 from 'Transactions (12)'. */
export async function headerCount(page: Page, title: string): Promise<number> {
  const heading = page.getByRole('heading', { name: new RegExp(`^${title} \\([\\d,]+\\)$`) });
  await expect(heading).toBeVisible();
  const text = await heading.innerText();
  return Number(/\(([\d,]+)\)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** Waits until the table shows at least one row and every value of the column is `value`. */
export async function expectColumnAll(table: Locator, header: string, value: string) {
  await expect
    .poll(async () => {
      const texts = await columnTexts(table, header);
      return texts.length > 0 && texts.every((text) => text === value);
    })
    .toBe(true);
}
