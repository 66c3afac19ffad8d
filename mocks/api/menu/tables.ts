import type { MenuConfig } from '@/shared/api/generated/model';

/** The menu's table in the store: the portal's menu tree. */
export interface MenuTables {
  menus: MenuConfig[];
}

/**
 * The server-provided menu tree (DESIGN "Menu-driven routes"), RuoYi-style: a child's path is
 * relative to its parent's, and a hidden entry is routed but not listed. Nested children are
 * flattened by the client and `component` is looked up in the page registry. Only components the registry is
 * meant to know (AboutPage, HelpPage) are used, so the demo never falls into /404.
 */
export function seedMenus(): MenuConfig[] {
  return [
    {
      id: 1,
      name: '关于我们',
      path: '/about',
      component: 'AboutPage',
      hidden: false,
      children: [{ id: 11, name: '平台介绍', path: 'intro', component: 'AboutPage', hidden: false, children: [] }],
    },
    {
      id: 2,
      name: '帮助中心',
      path: '/help',
      component: 'HelpPage',
      hidden: false,
      children: [
        { id: 21, name: '常见问题', path: 'faq', component: 'HelpPage', hidden: false, children: [] },
        { id: 22, name: '操作指南', path: 'guide', component: 'HelpPage', hidden: true, children: [] },
      ],
    },
  ];
}
