import { useState } from 'react';

/**
 * The version of a record a staff form's draft was made from. What the screen shows refreshes live
 * (the change feed, polling), but a save must send the version of what the person began editing,
 * or a change made meanwhile would be overwritten by what they typed, unseen and unrefused.
 * `begin` takes the version shown when a draft is made; `settled`, after a save or a refusal, waits
 * for the record to be read again (its version moves past the one sent) and takes that one: the
 * screen then shows the record as it is, and a refusal has named who changed it.
 */
export function useDraftVersion<V>(shown: V) {
  const [draft, setDraft] = useState<{ version: V; waitingPast?: V }>({ version: shown });
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra paint.
  if ('waitingPast' in draft && shown !== draft.waitingPast) setDraft({ version: shown });
  return {
    version: draft.version,
    begin: () => setDraft({ version: shown }),
    settled: () =>
      setDraft((current) => ({ version: current.version, waitingPast: current.version })),
  };
}
