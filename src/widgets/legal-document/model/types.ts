/** A legal text: sections of numbered clauses (agreement, privacy policy). */
export interface Clause {
  text: string;
  items?: readonly string[];
  /** A link after the text, to the other legal page. */
  link?: { to: '/agreement' | '/privacy'; label: string };
}

export interface LegalSection {
  /** The anchor (#id) of the section. */
  id: string;
  title: string;
  clauses: readonly Clause[];
}
