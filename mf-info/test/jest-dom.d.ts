// The matchers that scripts/jest/setup-dom.cjs installs, for the type checker.
/// <reference types="@testing-library/jest-dom" />
