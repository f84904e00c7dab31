// Brand marks for the footer's social links. Lucide leaves logos out by policy, so these are
// drawn here as Lucide icon nodes: the same component, size and stroke as every other icon.
import { createLucideIcon } from 'lucide-react'

export const InstagramIcon = createLucideIcon('instagram', [
  ['rect', { x: '4', y: '4', width: '16', height: '16', rx: '5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '3.5', key: 'lens' }],
  ['circle', { cx: '17', cy: '7', r: '.6', fill: 'currentColor', key: 'flash' }],
])
export const FacebookIcon = createLucideIcon('facebook', [['path', { d: 'M14 8h2V4h-2a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h2l1-4h-3V8Z', key: 'f' }]])
export const TikTokIcon = createLucideIcon('tiktok', [
  ['path', { d: 'M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5', key: 'note' }],
  ['path', { d: 'M14 4c.5 2.5 2.5 4 5 4', key: 'tail' }],
])
export const PinterestIcon = createLucideIcon('pinterest', [
  ['circle', { cx: '12', cy: '12', r: '8', key: 'disc' }],
  ['path', { d: 'M11 9.5c0-1 1-2 2.5-2 2 0 3 1.5 3 3 0 2.5-1.5 4-3 4-1 0-1.5-.5-1.5-.5L10 20', key: 'p' }],
])
