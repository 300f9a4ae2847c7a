/** "Vins Rouges - Côtes-du-Rhône" → "vins-rouges-cotes-du-rhone", for in-page anchors. */
export function categoryAnchor(category: string): string {
  return category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
