// Lighthouse, mobile preset (simulated throttling), median of N runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { median } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The scripts a page loaded during the run, from Lighthouse's network log: bytes as sent and unpacked. */
function scriptsLoaded(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  return {
    jsTransferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsResourceKb: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 1024,
    jsFiles: scripts.map((item) => new URL(item.url).pathname),
  };
}

/** Main-thread time by script (Lighthouse's bootup-time), our own files by name, largest first. */
function bootupByScript(lhr, origin) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items
    .map((item) => ({
      script: item.url.startsWith(origin) ? new URL(item.url).pathname : item.url,
      totalMs: item.total ?? 0,
      scriptingMs: item.scripting ?? 0,
      parseMs: item.scriptParseCompile ?? 0,
    }))
    .sort((a, b) => b.totalMs - a.totalMs);
}

const shortUrl = (url, origin) => (typeof url === 'string' && url.startsWith(origin) ? new URL(url).pathname.replace(/^\/assets\//, '') || '/' : url || 'Unattributable');

/**
 * Where the blocking time and the largest paint come from in one run, so that the report can say why a
 * target is missed from what was measured: the main thread's time by kind of work
 * (mainthread-work-breakdown), the long tasks and whose they were (long-tasks), the LCP element and
 * Lighthouse's split of its time (lcp-breakdown-insight).
 */
function whyOf(lhr, origin) {
  const byGroup = Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]));
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({ script: shortUrl(item.url, origin), ms: item.duration, startMs: item.startTime }))
    .sort((a, b) => b.ms - a.ms);
  // Lighthouse 13's LCP breakdown (an insight from the unthrottled trace: its parts are as observed,
  // not simulated; their proportions say where the time went).
  const parts = (lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'])?.details?.items ?? [];
  const node = parts.find((item) => item.type === 'node');
  const subparts = Object.fromEntries((parts.find((item) => item.type === 'table')?.items ?? []).map((item) => [item.subpart ?? item.phase, item.duration ?? item.timing]));
  return {
    mainThreadByGroup: byGroup,
    longTasks,
    lcpElement: node ? (node.nodeLabel ?? node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 80) : null,
    lcpTag: node?.snippet ? (/^<(\w+)/.exec(node.snippet)?.[1] ?? null) : null,
    lcpSubparts: subparts,
  };
}

function sampleOf(lhr, origin) {
  // A run that broke (Lighthouse's runtimeError, or no paint to measure) has no figures: counted, not averaged in.
  if (lhr.runtimeError || typeof lhr.audits['largest-contentful-paint']?.numericValue !== 'number') {
    return { failed: lhr.runtimeError?.code ?? 'no LCP measured' };
  }
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? null,
    bootupMs: lhr.audits['bootup-time']?.numericValue ?? null,
    bootup: bootupByScript(lhr, origin),
    why: whyOf(lhr, origin),
    ...scriptsLoaded(lhr, origin),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

const lcpOf = (why) => ({ lcpElement: why.lcpElement, lcpTag: why.lcpTag, lcpSubparts: why.lcpSubparts });

async function launch() {
  return chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
}

async function prepareIn(chrome, prepare, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await prepare(page, origin);
  await page.close();
  await browser.disconnect();
}

async function runLighthouse(chrome, url, prepare) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: Boolean(prepare),
  });
  return sampleOf(lhr, new URL(url).origin);
}

/**
 * @param {string} url
 * @param {{ runs?: number, fresh?: boolean, prepare?: (page: import('puppeteer-core').Page) => Promise<void> }} options
 *   `prepare(page, origin)` runs in the same browser profile first (e.g. to fill the cart); storage
 *   and the HTTP cache are then kept, so a cold measurement prepares on a page that loads no script.
 *   `fresh`: every run in a browser of its own, started for it (a first visit's cold caches:
 *   compiled code, fonts, connections), instead of all runs in one browser.
 * @returns the median of each figure, its spread (lowest and highest) for LCP, TBT and the score,
 *   and the JS the page loaded (as sent, from the median run's network log).
 */
export async function lighthouseMedian(url, { runs = 5, prepare, fresh = false } = {}) {
  const samples = [];
  if (fresh) {
    for (let run = 0; run < runs; run += 1) {
      const chrome = await launch();
      try {
        if (prepare) await prepareIn(chrome, prepare, new URL(url).origin);
        samples.push(await runLighthouse(chrome, url, prepare));
      } finally {
        await chrome.kill();
      }
    }
  } else {
    const chrome = await launch();
    try {
      if (prepare) await prepareIn(chrome, prepare, new URL(url).origin);
      for (let run = 0; run < runs; run += 1) samples.push(await runLighthouse(chrome, url, prepare));
    } finally {
      await chrome.kill();
    }
  }
  const failedRuns = samples.filter((sample) => sample.failed).map((sample) => sample.failed);
  const measured = samples.filter((sample) => !sample.failed);
  if (measured.length === 0) throw new Error(`Lighthouse measured nothing on ${url}: ${failedRuns.join(', ')}`);
  const pick = (key) => median(measured.map((sample) => sample[key]));
  const spread = (key) => {
    const values = measured.map((sample) => sample[key]);
    return { min: Math.min(...values), max: Math.max(...values) };
  };
  /** The run whose figure for `key` is closest to the median's. */
  const closestToMedian = (key) => {
    const middle = pick(key);
    return measured.reduce((best, sample) => (Math.abs(sample[key] - middle) < Math.abs(best[key] - middle) ? sample : best));
  };
  const tbt = pick('tbtMs');
  const typical = closestToMedian('tbtMs');
  return {
    url,
    runs,
    failedRuns,
    fresh,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: tbt,
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    mainThreadMs: pick('mainThreadMs'),
    bootupMs: pick('bootupMs'),
    jsTransferKb: pick('jsTransferKb'),
    jsSpreadKb: spread('jsTransferKb'),
    jsResourceKb: pick('jsResourceKb'),
    jsFiles: typical.jsFiles,
    bootup: typical.bootup,
    // The run whose TBT is the median's says why the blocking time is what it is; the run whose LCP is
    // the median's says why the paint is.
    why: { ...typical.why, ...lcpOf(closestToMedian('lcpMs').why) },
    spread: { performance: spread('performance'), lcpMs: spread('lcpMs'), tbtMs: spread('tbtMs') },
    failedAudits: [...new Set(measured.flatMap((sample) => sample.failedAudits))],
  };
}
