import { createContext, useContext } from 'react'

/**
 * The content security policy's nonce of the page being rendered on the server, for React Router's inline
 * scripts. The browser hides a nonce from scripts once the page has loaded, so it is empty there.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export const useNonce = () => useContext(NonceContext)
