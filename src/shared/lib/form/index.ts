export * from './mobile-number';
export * from './password-rules';
export * from './countdown';
export * from './contract';
