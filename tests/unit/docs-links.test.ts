import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'ui-kit/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].filter((file) => existsSync(path.join(root, file)));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    anchors.add(
      heading!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return anchors;
}

/** Markdown links outside code: `[text](target)`, skipping web addresses and mail links. */
function localLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, target]) => target!).filter((target) => !/^[a-z]+:/i.test(target));
}

describe('links in the README and docs/', () => {
  it('finds the documents', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md']));
  });

  it.each(documents)('%s links only to files and headings that exist', (file) => {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    const broken: string[] = [];
    for (const link of localLinks(markdown)) {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const resolved = target ? path.resolve(path.dirname(path.join(root, file)), decodeURI(target)) : path.join(root, file);
      if (!resolved.startsWith(root) || !existsSync(resolved)) {
        broken.push(`${link} (no such file)`);
        continue;
      }
      if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README a way in: at most 150 lines', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });
});
