import { createContext, useContext } from 'react';

/**
 * The activity form shown to someone who may only read it (an approver or a guest), or for a
 * cancelled activity (decision 075): its parts hide every button that would change something, so
 * nothing on the page answers 403 or 409.
 */
export const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);
