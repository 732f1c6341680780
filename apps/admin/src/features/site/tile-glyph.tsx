import { TileGlyph as SharedTileGlyph } from '@fairround/shared/tile-glyph';

/** A tile's glyph exactly as the players' home grid draws it, so the operator sees what they pick. */
export function TileGlyph({ icon, size = 20 }: { icon: string; size?: number }) {
  return <SharedTileGlyph icon={icon} size={size} className="site-tile__glyph" />;
}
