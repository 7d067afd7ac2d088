import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: ['why-react-figma', 'installation', 'configure', 'running', 'hmr', 'devtools', 'troubleshooting'],
    },
    {
      type: 'category',
      label: 'Docs',
      collapsible: false,
      items: ['API', 'architecture', 'ecosystem', 'roadmap'],
    },
    {
      type: 'category',
      label: 'API',
      collapsible: false,
      items: [
        'api/render',
        'styling',
        'colors',
        'local-styles',
        'data-fetching',
        {
          type: 'category',
          label: 'UI primitives',
          items: ['api/view', 'api/text', 'api/image', 'api/StyleSheet', 'api/Platform'],
        },
        {
          type: 'category',
          label: 'Figma components',
          items: [
            'api/page',
            'api/frame',
            'api/component',
            'api/svg',
            'api/ellipse',
            'api/group',
            'api/line',
            'api/rectangle',
            'api/star',
            'api/vector',
            'api/slice',
          ],
        },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
