import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';
import './svg-icon.css';

const render = (node: AbstractNode, key: number): ReactNode => createElement(node.tag, { key, ...node.attrs }, node.children?.map(render));

/**
 * An icon component rendering an @ant-design/icons-svg definition as @ant-design/icons does
 * (`<span role="img" class="anticon anticon-eye"><svg width="1em" fill="currentColor">`), without
 * its component code (context, style insertion, two-tone colours), which every frontend would carry.
 * For the light dashboard cards:
 *
 *   const EyeIcon = svgIcon(EyeOutlined); // import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined'
 *   <EyeIcon aria-hidden />
 */
export function svgIcon(definition: IconDefinition) {
  const svg = definition.icon as AbstractNode;
  function SvgIcon(props: { 'aria-hidden'?: boolean }) {
    return (
      <span role="img" aria-label={definition.name} {...props} className={`anticon anticon-${definition.name}`}>
        <svg {...svg.attrs} data-icon={definition.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
          {svg.children?.map(render)}
        </svg>
      </span>
    );
  }
  SvgIcon.displayName = `SvgIcon(${definition.name})`;
  return SvgIcon;
}
