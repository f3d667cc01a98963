// Lighthouse, mobile preset (simulated throttling), median of N runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { median } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string} url
 * @param {{ runs?: number, prepare?: (page: import('puppeteer-core').Page) => Promise<void> }} options
 *   `prepare` runs in the same browser profile first (e.g. to fill the cart); storage is then kept.
 */
export async function lighthouseMedian(url, { runs = 3, prepare } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const samples = [];
  try {
    if (prepare) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await prepare(page);
      await page.close();
      await browser.disconnect();
    }
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(prepare),
      });
      const { lhr } = result;
      samples.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    url,
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}
