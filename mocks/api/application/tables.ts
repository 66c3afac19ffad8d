/** A cooperation application as received. */
export interface StoredApplication {
  id: string;
  name: string;
  organization: string;
  mobile: string;
  email: string;
  content: string;
  createTime: string;
}

/** The applications' table in the store: what submitApplication received, none seeded. */
export interface ApplicationTables {
  applications: StoredApplication[];
  nextApplicationSeq: number;
}
