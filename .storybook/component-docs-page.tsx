import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { COMPONENT_GUIDE, type ComponentGuide } from '../stories/docs/component-guide';

const STATUS_TEXT: Record<ComponentGuide['status'], string> = {
  stable: 'Stable: its API changes only in a major release.',
  beta: 'Beta: usable, but its API may still change in a minor release (read the changelog).',
};

/** The guide's texts mark code with backticks, for reading in the source; the page shows them plain. */
const plain = (text: string) => text.replaceAll('`', '');

function Guide({ guide }: { guide: ComponentGuide }) {
  return (
    <div className="sb-unstyled my-6 grid gap-4 text-sm text-ink" data-guide="">
      <p>
        <span
          data-status={guide.status}
          className={
            guide.status === 'stable'
              ? 'rounded-pill bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-ink'
              : 'rounded-pill bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-ink'
          }
        >
          {guide.status === 'stable' ? 'Stable' : 'Beta'}
        </span>{' '}
        {STATUS_TEXT[guide.status]}
      </p>
      <dl className="grid gap-3 md:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">What it is for</dt>
        <dd>{plain(guide.purpose)}</dd>
        <dt className="font-semibold">When not to use it</dt>
        <dd>{plain(guide.whenNotToUse)}</dd>
        <dt className="font-semibold">Keyboard and screen reader</dt>
        <dd>{plain(guide.keyboard)}</dd>
        <dt className="font-semibold">State attributes</dt>
        <dd>{plain(guide.stateAttributes)}</dd>
      </dl>
    </div>
  );
}

/**
 * Each component's docs page: its name and status, what it is for and when not to use it, keyboard
 * and screen-reader behaviour and state attributes (stories/docs/component-guide.ts), then its JSDoc,
 * its main story with controls, and every story (its variants and states) side by side.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const name = preparedMeta.title.split('/').at(-1) ?? '';
  const guide = COMPONENT_GUIDE[name];
  return (
    <>
      <Title />
      <Subtitle />
      {guide ? <Guide guide={guide} /> : null}
      <Description />
      <Primary />
      <Controls />
      <Stories title="Variants and states" />
    </>
  );
}
