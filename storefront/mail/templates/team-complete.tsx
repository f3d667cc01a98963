import { formatRand } from '../../core/domain/money';
import { teamPath, type MailMessage } from '../messages';
import { absolute, ActionButton, MailLayout, Paragraph, type MailContext } from './layout';

/** The spec's words for a complete team (docs/decisions.md: the copy stays). */
export const TEAM_COMPLETE = 'Team complete! You got 40% discount!';

export function TeamCompleteMail({ message, context }: { message: Extract<MailMessage, { kind: 'team-complete' }>; context: MailContext }) {
  return (
    <MailLayout context={context} preview={`${message.productName} for ${formatRand(message.teamPrice)}: your team is complete.`} heading={TEAM_COMPLETE}>
      <Paragraph>
        Hi {message.name}, your team for the {message.productName} has 3 members. You can now buy one at the team price of{' '}
        <strong>{formatRand(message.teamPrice)}</strong>.
      </Paragraph>
      <ActionButton href={absolute(context, teamPath(message.teamCode))}>Buy at the team price</ActionButton>
      <Paragraph subtle>The team price holds for 24 hours from when the team started, one unit per member.</Paragraph>
    </MailLayout>
  );
}
