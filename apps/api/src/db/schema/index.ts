export * from './users';
export * from './locations';
export * from './categories';
export * from './venues';
export * from './offerings';
export * from './appointments';
export * from './contact';
export * from './newsletter';
