import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';

// Where a guest spec starts, each spec file on its own site: a fresh page for each test
// (`page` and `context` are live bindings to it).
export const { site, browser } = await startSite();

// English texts (the server answers in the same language); set once, so a test may switch.
const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });
export let context: BrowserContext;
export let page: Page;
beforeEach(() => {
  context = tab.context();
  page = tab.page();
});
