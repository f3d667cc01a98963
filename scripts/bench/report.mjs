// Turns bench results into the markdown report, with each figure's target beside it.
const fixed = (value, digits = 1) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');
const mark = (ok) => (ok ? '✅' : '⚠️');

/** Runs Lighthouse could not measure are left out of the figures and said here. */
const failedNote = (r) => (r.failedRuns?.length ? ` (⚠️ ${r.failedRuns.length} of ${r.runs} runs failed: ${[...new Set(r.failedRuns)].join(', ')})` : '');

/** When a section was measured: a partial run (`npm run bench -- lighthouse`) keeps the others' figures. */
const measuredNote = (results, section) => {
  const at = results.measuredAt?.[section];
  return at === results.date ? '' : ` _(figures from an earlier run${at ? `, ${at}` : ''})_`;
};

/** KB gzip of these packages in the store's first load (each package gzipped on its own: an approximate share). */
const firstLoadShareKb = (results, packages) =>
  packages.map((name) => results.bundle?.firstLoad?.byPackage?.find((row) => row.package === name)?.gzipKb ?? 0).reduce((a, b) => a + b, 0);

/** Lighthouse's kinds of main-thread work (mainthread-work-breakdown), in the report's words. */
const WORK_KINDS = [
  ['styleLayout', 'style & layout'],
  ['scriptEvaluation', 'script evaluation'],
  ['paintCompositeRender', 'paint & composite'],
  ['parseHTML', 'parsing HTML & CSS'],
  ['scriptParseCompile', 'script parse & compile'],
  ['garbageCollection', 'garbage collection'],
  ['other', 'other'],
];
const LCP_PARTS = [
  ['timeToFirstByte', 'first byte'],
  ['resourceLoadDelay', 'load delay'],
  ['resourceLoadDuration', 'load time'],
  ['elementRenderDelay', 'render delay'],
];

/**
 * Why TBT and LCP miss, per route, from the median runs: the long tasks and whose they were, the main
 * thread's time by kind of work, the LCP element and Lighthouse's split of its time. Then the kind of
 * work that dominates across routes, said in one sentence from the same figures.
 */
function whyTimingsMiss(cold) {
  const measured = cold.filter((r) => r.why);
  if (measured.length === 0) return [];
  const lines = ['', '### Why the timings miss (the median runs: blocking time from the run with the median TBT, the paint from the one with the median LCP)', ''];
  lines.push(
    'Long tasks and the main thread\'s time are as Lighthouse scores them (the CPU four times slower); the LCP split is Lighthouse\'s LCP breakdown of the unthrottled page load, so its parts add up to less than the LCP and only their proportions count.',
    '',
  );
  lines.push('| route | long tasks: how many, the three longest (ms, whose) | the main thread by kind of work (ms) | LCP element | LCP split, unthrottled (ms) | FCP ms |', '|---|---|---|---|---|---|');
  for (const r of measured) {
    const w = r.why;
    const tasks = `${w.longTasks.length}: ${w.longTasks.slice(0, 3).map((t) => `${fixed(t.ms, 0)} \`${t.script}\``).join(', ') || 'none'}`;
    const work = w.mainThreadByGroup ?? {};
    const kinds = WORK_KINDS.filter(([id]) => (work[id] ?? 0) >= 1)
      .sort((a, b) => work[b[0]] - work[a[0]])
      .map(([id, label]) => `${label} ${fixed(work[id], 0)}`)
      .join(' · ');
    const split = LCP_PARTS.filter(([id]) => typeof w.lcpSubparts?.[id] === 'number').map(([id, label]) => `${label} ${fixed(w.lcpSubparts[id], 0)}`).join(' + ');
    const element = w.lcpElement ? `${w.lcpTag ? `\`<${w.lcpTag}>\` ` : ''}${w.lcpElement.replace(/\|/g, '\\|')}` : 'n/a';
    lines.push(`| \`${r.route}\` | ${tasks} | ${kinds || 'n/a'} | ${element} | ${split || 'n/a'} | ${fixed(r.fcpMs, 0)} |`);
  }
  const total = (id) => measured.reduce((sum, r) => sum + (r.why.mainThreadByGroup?.[id] ?? 0), 0);
  const all = WORK_KINDS.reduce((sum, [id]) => sum + total(id), 0);
  const ranked = WORK_KINDS.map(([id, label]) => ({ label: id === 'other' ? 'work Lighthouse does not classify (its "other": the browser\'s own tasks)' : label, share: all > 0 ? total(id) / all : 0 })).sort(
    (a, b) => b.share - a.share,
  );
  const lcpNearFcp = measured.filter((r) => r.lcpMs - r.fcpMs <= 100).map((r) => `\`${r.route}\``);
  lines.push(
    '',
    `Across these routes the main thread's time goes to ${ranked.slice(0, 3).map((k) => `${k.label} (${fixed(100 * k.share, 0)} %)`).join(', ')}. ` +
      'Long tasks are the blocking time: each counts for what it runs over 50 ms, with the CPU slowed four times as Lighthouse\'s mobile preset does.' +
      (lcpNearFcp.length ? ` On ${lcpNearFcp.join(', ')} the largest paint comes within 100 ms of the first paint, so LCP is held by what the first paint waits for (the document and the stylesheet), not by a late element.` : ''),
  );
  return lines;
}

export function renderReport(results) {
  const lines = [`# Nexus performance report`, '', `${results.date} · ${results.machine}`, ''];
  lines.push('Figures, not pass/fail: ✅ meets the target, ⚠️ misses it.', '');

  if (results.lighthouse) {
    const runs = results.lighthouse[0]?.runs ?? 5;
    const firstLoadKb = results.bundle?.firstLoad?.jsBrotliKb;
    lines.push(`## A cold first visit (Lighthouse, mobile preset, simulated throttling, median of ${runs} fresh browsers)${measuredNote(results, 'lighthouse')}`, '');
    lines.push(
      'The headline is the JavaScript the page loaded during the visit (Lighthouse\'s network log, bytes as sent): the first-load ' +
        `bundle${typeof firstLoadKb === 'number' ? ` (${fixed(firstLoadKb)} KB as sent, brotli)` : ''} plus the screen's chunks and whatever loads after hydration. ` +
        'Every route but the returning visitor runs in a browser started for it (empty cache, no compiled code). Spread is the lowest to highest of the runs. ' +
        'Bytes are fixed by the build; timings come from a shared 2-core machine and move between runs (see the spreads).',
      '',
    );
    lines.push('| route | JS KB loaded (≤120) | performance (100) | LCP ms (≤1200), spread | TBT ms (≤50), spread | CLS (0) | main thread ms | JS boot-up ms | accessibility | best practices | SEO |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
    const row = (label, r) =>
      `| ${label} | ${mark(r.jsTransferKb <= 120)} **${fixed(r.jsTransferKb)}** (${r.jsFiles?.length ?? 'n/a'} files) | ${mark(r.performance >= 100)} ${fixed(r.performance, 0)} | ${mark(r.lcpMs <= 1200)} ${fixed(r.lcpMs, 0)}${r.spread ? ` (${fixed(r.spread.lcpMs.min, 0)}–${fixed(r.spread.lcpMs.max, 0)})` : ''} | ${mark(r.tbtMs <= 50)} ${fixed(r.tbtMs, 0)}${r.spread ? ` (${fixed(r.spread.tbtMs.min, 0)}–${fixed(r.spread.tbtMs.max, 0)})` : ''} | ${mark(r.cls === 0)} ${fixed(r.cls, 4)} | ${fixed(r.mainThreadMs, 0)} | ${fixed(r.bootupMs, 0)} | ${mark(r.accessibility === 100)} ${fixed(r.accessibility, 0)} | ${mark(r.bestPractices === 100)} ${fixed(r.bestPractices, 0)} | ${mark(r.seo === 100)} ${fixed(r.seo, 0)} |`;
    for (const r of results.lighthouse) lines.push(row(`\`${r.route}\`${r.fresh ? '' : ' (warm)'}${failedNote(r)}`, r));
    for (const note of results.lighthouseNotes ?? []) lines.push('', note);
    // Every route is held to the targets; only the returning visitor is not a first visit.
    const cold = results.lighthouse.filter((r) => !r.route.includes('returning visitor'));
    const stale = cold.filter((r) => !r.fresh).map((r) => `\`${r.route}\``);
    if (stale.length) lines.push('', `⚠️ Measured warm (one browser for all runs, from an older bench), not as a first visit: ${stale.join(', ')}. Run \`npm run bench -- lighthouse\` again.`);
    const misses = cold.flatMap((r) => {
      const over = [];
      if (r.jsTransferKb > 120) over.push(`JS ${fixed(r.jsTransferKb - 120)} KB over`);
      if (r.tbtMs > 50) over.push(`TBT ${fixed(r.tbtMs - 50, 0)} ms over`);
      if (r.lcpMs > 1200) over.push(`LCP ${fixed(r.lcpMs - 1200, 0)} ms over`);
      if (r.cls > 0) over.push(`CLS ${fixed(r.cls, 4)}`);
      return over.length ? [`\`${r.route}\`: ${over.join(', ')}`] : [];
    });
    lines.push('', misses.length ? `Targets missed, by how much: ${misses.join('; ')}.` : 'Every route meets every target.');
    const firstLoad = results.bundle?.firstLoad;
    if (firstLoad && cold.some((r) => r.jsTransferKb > 120)) {
      const framework = firstLoadShareKb(results, ['react-dom', 'react-router', 'react', 'scheduler']);
      lines.push(
        '',
        `Why the JS target is missed: the first-load bundle every route shares is ${fixed(firstLoad.jsBrotliKb)} KB as sent ` +
          `(${fixed(firstLoad.jsGzipKb)} KB gzip, of which React, react-dom, the scheduler and react-router are about ${fixed(framework)} KB), ` +
          'so 120 KB leaves almost nothing for the store\'s own code; the rest of each figure is the screen\'s chunk and what loads after ' +
          'hydration (the scripts listed below). The main-thread table shows where the blocking time goes.',
      );
      // Per route over the target: what it loads beyond the first load, largest first (gzip sizes of the
      // bundle section, close to the brotli bytes sent).
      const first = new Set(firstLoad.files);
      const gzipOf = new Map((results.bundle?.lazy ?? []).map((chunk) => [chunk.chunk, chunk.gzipKb]));
      for (const r of cold.filter((route) => route.jsTransferKb > 120 && route.jsFiles)) {
        const beyond = r.jsFiles
          .filter((file) => !first.has(file) && gzipOf.has(file))
          .map((file) => ({ name: file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''), kb: gzipOf.get(file) }))
          .sort((a, b) => b.kb - a.kb);
        if (beyond.length > 0) lines.push('', `- \`${r.route}\` loads beyond the first load (gzip KB): ${beyond.map((file) => `${file.name} ${fixed(file.kb)}`).join(', ')}.`);
      }
    }
    const product = results.lighthouse.find((r) => r.route.startsWith('/product/'));
    const category = results.lighthouse.find((r) => r.route.startsWith('/category/'));
    if (product && category) {
      const noSlower = product.lcpMs <= category.lcpMs * 1.05 && product.tbtMs <= Math.max(category.tbtMs * 1.1, 50);
      lines.push('', `Product page no slower than the category page (LCP within 5 %, TBT within 10 % or under 50 ms): ${mark(noSlower)} LCP ${fixed(product.lcpMs, 0)} vs ${fixed(category.lcpMs, 0)} ms, TBT ${fixed(product.tbtMs, 0)} vs ${fixed(category.tbtMs, 0)} ms`);
    }
    // Some audits fail by design: say which and why, so the others stand out.
    const BY_DESIGN = { 'is-crawlable': 'the page is `noindex` on purpose, since a shopper\'s own cart or the staff\'s desk is nothing to list in a search engine' };
    const failing = results.lighthouse.flatMap((r) => r.failedAudits.map((id) => `\`${r.route}\`: ${id}${BY_DESIGN[id] ? ` (by design: ${BY_DESIGN[id]})` : ''}`));
    if (failing.length > 0) lines.push('', `Audits not passed: ${failing.join('; ')}`);
    lines.push(...whyTimingsMiss(cold));
    lines.push('', '### Main-thread time by script (Lighthouse\'s bootup-time, the median run; scripts over its 50 ms threshold)', '');
    lines.push('| route | script | total ms | scripting ms | parse + compile ms |', '|---|---|---|---|---|');
    for (const r of results.lighthouse) {
      for (const b of (r.bootup ?? []).slice(0, 6)) {
        lines.push(`| \`${r.route}\` | \`${b.script.replace(/^\/assets\//, '')}\` | ${fixed(b.totalMs, 0)} | ${fixed(b.scriptingMs, 0)} | ${fixed(b.parseMs, 0)} |`);
      }
    }
    lines.push('', 'Scripts loaded per route (median run):', '');
    for (const r of results.lighthouse) {
      if (r.jsFiles) lines.push(`- \`${r.route}\`: ${r.jsFiles.map((file) => `\`${file.replace(/^\/assets\//, '')}\``).join(', ')}`);
    }
    lines.push('');
  }

  if (results.bundle) {
    const b = results.bundle;
    lines.push(`## Bundle (gzip)${measuredNote(results, 'bundle')}`, '');
    lines.push(`- First visit to \`/\`: JS ${mark(b.firstLoad.jsGzipKb <= 90)} **${fixed(b.firstLoad.jsGzipKb)} KB** (target ≤ 90 KB; ${fixed(b.firstLoad.jsBrotliKb ?? NaN)} KB as sent, brotli), CSS ${fixed(b.firstLoad.cssGzipKb)} KB, files: ${b.firstLoad.files.map((f) => `\`${f}\``).join(', ')}`);
    lines.push(`- Firebase in the first load: ${b.firebaseInFirstLoad ? '⚠️ yes' : '✅ no'}; Stripe in the first load: ${b.stripeInFirstLoad ? '⚠️ yes' : '✅ no'}`);
    if (b.firstLoad.byPackage?.length) {
      lines.push(
        '',
        'First-load JS by package (each gzipped on its own: an approximate share, largest first):',
        '',
        '| package | gzip KB |',
        '|---|---|',
      );
      for (const row of b.firstLoad.byPackage.slice(0, 12)) lines.push(`| \`${row.package}\` | ${fixed(row.gzipKb)} |`);
    }
    lines.push('', '| lazy chunk | gzip KB |', '|---|---|');
    for (const chunk of b.lazy) lines.push(`| \`${chunk.chunk}\` | ${fixed(chunk.gzipKb)} |`);
    lines.push('');
  }

  if (results.uiKitEntries) {
    lines.push(`## ui-kit per import (minified, gzip, React external)${measuredNote(results, 'bundle')}`, '', '| import | min KB | gzip KB |', '|---|---|---|');
    for (const e of results.uiKitEntries) lines.push(`| \`${e.entry}\` | ${fixed(e.minKb)} | ${fixed(e.gzipKb)} |`);
    lines.push('');
  }

  if (results.peers) {
    lines.push(`## The kit against its peers (same page: grid of product cards, dialog with two tabs, toast)${measuredNote(results, 'peers')}`, '');
    lines.push('Bytes are what the page loads up front (gzip); TBT and LCP are Lighthouse\'s (mobile, median of 3, same machine caveat).', '');
    lines.push('| kit | JS gzip KB | CSS gzip KB | JS+CSS gzip KB | ratio to MUI (≤0.75× for ui-kit) | TBT ms | LCP ms |', '|---|---|---|---|---|---|---|');
    const ours = results.peers.find((p) => p.kit === 'ui-kit');
    const mui = results.peers.find((p) => p.kit === 'mui');
    for (const p of results.peers) {
      const ratio = mui ? p.gzipKb / mui.gzipKb : NaN;
      lines.push(`| ${p.kit} | ${fixed(p.jsGzipKb)} | ${fixed(p.cssGzipKb)} | ${fixed(p.gzipKb)} | ${fixed(ratio, 2)}× | ${fixed(p.tbtMs, 0)} | ${fixed(p.lcpMs, 0)} |`);
    }
    if (ours && mui) {
      const ratio = ours.gzipKb / mui.gzipKb;
      lines.push('', `ui-kit's bytes at ≤ 0.75× MUI's: ${mark(ratio <= 0.75)} ${fixed(ratio, 2)}×; TBT ${fixed(ours.tbtMs, 0)} ms vs MUI ${fixed(mui.tbtMs, 0)} ms.`, '');
      // Why not: both pages carry React and react-dom; what is left for the kit is what the target limits.
      const react = firstLoadShareKb(results, ['react-dom', 'react', 'scheduler']);
      if (ratio > 0.75 && react > 0) {
        const allowed = 0.75 * mui.gzipKb - react;
        lines.push(
          `Why not: both pages carry React and react-dom (about ${fixed(react)} KB gzip, from the store's first load), so 0.75× MUI's page ` +
            `(${fixed(0.75 * mui.gzipKb)} KB) would leave ${fixed(allowed)} KB for the kit's components, their CSS and the page; they take ` +
            `${fixed(ours.gzipKb - react)} KB, against ${fixed(mui.gzipKb - react)} KB for MUI's and Emotion's.`,
          '',
        );
      }
    }
  }

  if (results.scale) {
    lines.push(`## Search and filtering at scale (ms per query)${measuredNote(results, 'scale')}`, '');
    lines.push('| catalogue | query | median | p95 |', '|---|---|---|---|');
    for (const [label, data] of [['real', results.scale.real], ['10 000 generated', results.scale.generated10k]]) {
      for (const [query, t] of Object.entries(data.search)) lines.push(`| ${label} (${data.products}) | \`${query.replace(/\|/g, '\\|')}\` | ${fixed(t.medianMs, 3)} | ${fixed(t.p95Ms, 3)} |`);
      lines.push(`| ${label} (${data.products}) | autocomplete, per keystroke | ${fixed(data.autocompleteKeystroke.medianMs, 3)} | ${fixed(data.autocompleteKeystroke.p95Ms, 3)} |`);
      lines.push(`| ${label} (${data.products}) | category filter + sort | ${fixed(data.categoryFilterSort.medianMs, 3)} | ${fixed(data.categoryFilterSort.p95Ms, 3)} |`);
      lines.push(`| ${label} (${data.products}) | building the index (once) | ${fixed(data.indexBuildMs, 1)} | |`);
    }
    const q = results.scale.quality;
    const keystroke = results.scale.generated10k.autocompleteKeystroke.p95Ms;
    lines.push('', `Autocomplete under 16 ms per keystroke at 10 000 products (p95): ${mark(keystroke < 16)} ${fixed(keystroke, 2)} ms`);
    lines.push(`Search quality: ${mark(q.met === q.cases)} **${q.met} of ${q.cases}** real-world queries (${fixed((100 * q.met) / q.cases, 0)}%) put the expected product first or in the top 3${q.missed.length ? `; missed: ${q.missed.map((query) => `\`${query}\``).join(', ')}` : ''}.`, '');
  }

  if (results.grid) {
    lines.push(`## Rendering a grid of 1 000 product cards (Chromium)${measuredNote(results, 'grid')}`, '');
    lines.push(`Median ${fixed(results.grid.medianMs, 0)} ms, p95 ${fixed(results.grid.p95Ms, 0)} ms over ${results.grid.runs} runs.`, '');
  }

  if (results.desk) {
    const d = results.desk;
    const spread = (r) => `${fixed(r.minMs, 0)}–${fixed(r.maxMs, 0)}`;
    lines.push(`## The desk at ${d.orders.toLocaleString('en-US').replace(/,/g, ' ')} orders (\`GET /api/desk/orders\` over HTTP, a merchant's token)${measuredNote(results, 'desk')}`, '');
    lines.push(
      `A throwaway embedded PostgreSQL with ${d.orders} orders, ${d.lines} lines and ${d.events} events (${fixed(d.tablesMb, 0)} MB with indexes), seeded by SQL ` +
        `(\`generate_series\`, scripts/bench/desk-seed.ts) in ${fixed(d.seedMs / 1000, 1)} s, then \`VACUUM ANALYZE\` as autovacuum would; the production server on it. ` +
        `Each question is asked once (first) and then ${d.repeats} times: median, p95 and spread (lowest–highest) of those, in ms, measured by the client (HTTP, the token's check, the database, the JSON or CSV). ` +
        'Target: well under a second; ✅ p95 ≤ 500 ms. A shared 2-core machine: figures move between runs.',
      '',
    );
    lines.push(`The fresh server's very first request (first page): **${fixed(d.coldFirstRequestMs, 0)} ms**. What every answer pays before the database (HTTP, the token verified with its revocation check against the Auth emulator, the filters refused: \`page=0\`): median ${fixed(d.authOnly.medianMs, 1)} ms, p95 ${fixed(d.authOnly.p95Ms, 1)} ms.`, '');
    const before = d.before ? `before: ${d.before}, median / p95` : null;
    lines.push(`| question | matches | first | median | p95 | spread |${before ? ` ${before} |` : ''}`, `|---|---|---|---|---|---|${before ? '---|' : ''}`);
    for (const c of d.cases) {
      const w = c.withoutIndexes;
      lines.push(
        `| ${c.label} | ${c.rows ?? '–'} | ${fixed(c.firstMs, 0)} | ${mark(c.p95Ms <= 500)} **${fixed(c.medianMs, 1)}** | ${fixed(c.p95Ms, 1)} | ${spread(c)} |${before ? ` ${w ? `${fixed(w.medianMs, 1)} / ${fixed(w.p95Ms, 1)}` : '–'} |` : ''}`,
      );
    }
    if (d.notes?.length) lines.push('', ...d.notes);
    lines.push('');
  }

  if (results.api) {
    const a = results.api;
    lines.push(`## Payment API (test gateway, loopback, bounded)${measuredNote(results, 'api')}`, '');
    const row = (what, b) =>
      `| ${what} | **${fixed(b.requestsPerSecond, 0)}** | ${fixed(b.latencyP50Ms)} ms | ${fixed(b.latencyP99Ms)} ms | ${b.total} | ${mark(b.errors === 0 && b.non2xx === 0)} ${b.errors} errors, ${b.non2xx} non-2xx |`;
    lines.push(`${a.connections} connections for ${a.seconds} s each.`, '');
    lines.push('| | req/s | p50 | p99 | requests | |', '|---|---|---|---|---|---|');
    lines.push(row('with the database writes (the store)', a));
    if (results.apiWithoutDatabase) lines.push(row('without them (in-memory gateway only)', results.apiWithoutDatabase));
    lines.push('');
  }
  if (results.stock) {
    const { hot, lastUnits } = results.stock;
    lines.push(`## Stock under parallel load (payment API, test gateway, loopback)${measuredNote(results, 'stock')}`, '');
    lines.push(
      `One hot product, ${hot.connections} connections for ${hot.seconds} s, one unit per order (each order reserves, then sells, on the same row):`,
      '',
      '| orders/s | p50 | p99 | orders | |',
      '|---|---|---|---|---|',
      `| **${fixed(hot.ordersPerSecond, 0)}** | ${fixed(hot.latencyP50Ms)} ms | ${fixed(hot.latencyP99Ms)} ms | ${hot.total} | ${mark(hot.errors === 0 && hot.non2xx === 0)} ${hot.errors} errors, ${hot.non2xx} non-2xx |`,
      '',
    );
    const exact = lastUnits.paid === lastUnits.units && lastUnits.soldOut === lastUnits.buyers - lastUnits.units && lastUnits.other === 0 && lastUnits.availableAfter === 0;
    lines.push(
      `The last units: ${lastUnits.buyers} shoppers pay at once for one of ${lastUnits.units} units: ${mark(exact)} ${lastUnits.paid} paid, ${lastUnits.soldOut} told it is sold out (409), ${lastUnits.other} other answers, ${lastUnits.availableAfter} available afterwards, in ${lastUnits.ms} ms.`,
      '',
    );
  }
  return lines.join('\n');
}
