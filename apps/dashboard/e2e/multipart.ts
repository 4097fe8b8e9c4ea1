import type { Page } from '@playwright/test';

/** One multipart request the page sent: its path and its parts (a file part reads as its name). */
export interface SentMultipart {
  path: string;
  parts: [name: string, value: string][];
}

interface Recorder {
  __sentMultipart: SentMultipart[];
}

/**
 * Records every multipart body the page sends. Chromium does not hand Playwright the body of a
 * request carrying files, so the page's own fetch reports the FormData before sending it.
 */
export async function recordMultipart(page: Page) {
  await page.addInitScript(() => {
    const recorder = window as unknown as Recorder;
    recorder.__sentMultipart = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = init?.body;
      if (body instanceof FormData) {
        const url = input instanceof Request ? input.url : String(input);
        recorder.__sentMultipart.push({
          path: new URL(url, window.location.href).pathname,
          parts: [...body.entries()].map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.name,
          ]),
        });
      }
      return original(input, init);
    };
  });
  return async (path: string): Promise<SentMultipart[]> =>
    (await page.evaluate(() => (window as unknown as Recorder).__sentMultipart)).filter((sent) =>
      sent.path.endsWith(path),
    );
}
