/** What the other tags use of tag `resource`: the packages' ids and the rows of ordering and paying. */
export {
  PACKAGE_IDS,
  type Purchase,
  type ResourceTables,
  type StoredCoupon,
  type StoredOrder,
  type StoredPackage,
  type StoredResource,
} from './tables';
