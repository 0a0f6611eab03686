// Side-effect CSS imports are bundled by webpack's style-loader (stubbed in jest).
declare module '*.css';
