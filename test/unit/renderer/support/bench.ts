// The ship screen's bench quoted as it stands: the quote main would answer for it, PAC only,
// valid for ten minutes, PAC chosen. For tests that start from "ready to buy".
import { useStore } from '../../../../renderer/src/app/store';
import { currentQuote } from '../../../../renderer/src/features/quote/quoteSlice';
import { deadlineIn } from '../../../../renderer/src/features/quote/useCountdown';
import { PAC, quoteResponse } from './fixtures';

export function quoteBenchWithPac(): void {
  const built = currentQuote(useStore.getState());
  if (!built.ok) throw new Error(`the test parcel does not quote: ${built.issues.join('; ')}`);
  useStore.setState({
    quote: { status: 'ready', response: quoteResponse([PAC]), snapshot: built.value, deadline: deadlineIn(600_000) },
    selectedQuoteId: PAC.quoteId,
  });
}
