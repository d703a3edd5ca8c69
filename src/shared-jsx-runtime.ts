/** React's JSX runtime for the deployed Worker, shared with the desk as React is (src/shared-react.ts). */
export * from './generated/shared/jsx-runtime.js';
