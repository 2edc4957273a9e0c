import { configure } from '@testing-library/dom'

// `findBy…` and `waitFor` wait for a condition; on a busy CI machine (the server tests run beside
// these) a screen can take more than Testing Library's default second to get there.
configure({ asyncUtilTimeout: 5_000 })
