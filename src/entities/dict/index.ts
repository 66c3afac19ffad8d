export { useDict, useDictOptions } from './api/use-dict';
export { DictTag } from './ui/dict-tag';
export { findDictEntry, paletteOf } from './lib/dict-color';
export { DictFailureNotice, DICT_FAILURE_TEXT } from './ui/dict-failure-notice';
