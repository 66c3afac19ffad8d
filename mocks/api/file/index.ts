/** What the other tags use of tag `file`: the stored files, with their bytes. */
export { DEMO_REPORT_FILE_ID, seedFiles, type FileTables, type StoredFile } from './tables';
export { fileById, fileByName, storeFile } from './files';
