// The form for a sender or a recipient, new (the address book's "+ new") or correcting one the
// server refused (the outbox): the same dialog whichever screen opens it.
import type { AddressKind, OutboxItem } from '../../../../electron/shared/addressbook';
import type { RecipientCreateDto, SenderBodyInput } from '../../../../electron/shared/contract';
import { emptyRecipient, emptySender, recipientFormOf, senderFormOf } from './forms';
import { RecipientFormDialog } from './RecipientFormDialog';
import { SenderFormDialog } from './SenderFormDialog';

interface Props {
  kind: AddressKind;
  /** The refused outbox item to correct and resend; none for a new entry. */
  item?: OutboxItem;
  onClose(): void;
  /** Saved, or kept at this desk to send when the server answers (queued). */
  onSaved(queued: boolean): void;
}

export function BookFormDialog({ kind, item, onClose, onSaved }: Props) {
  const common = {
    outboxId: item?.id,
    serverMessages: item?.messages,
    onClose,
    onSaved: (_: unknown, queued: boolean) => onSaved(queued),
  };
  return kind === 'recipient' ? (
    <RecipientFormDialog
      initial={item ? recipientFormOf(item.body as RecipientCreateDto) : emptyRecipient()}
      {...common}
    />
  ) : (
    <SenderFormDialog initial={item ? senderFormOf(item.body as SenderBodyInput) : emptySender()} {...common} />
  );
}
