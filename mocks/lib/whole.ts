/**
 * The contract's type with every field present except the named ones. The contract requires only
 * what a screen needs (ids, names, rows); the stateful mock still stores and sends whole rows, so
 * its data set keeps the fields the contract lets a backend leave out.
 */
export type Whole<T, Optional extends keyof T = never> = Required<Omit<T, Optional>> & Pick<T, Optional>;
