import { crc32, deflateRawSync } from "node:zlib";

/**
 * A zip archive whose entries are runs of zero bytes, deflated by zlib in C: a zip bomb built
 * in milliseconds, where fflate's JavaScript deflate spends seconds on the same 100 MiB.
 * `entries` maps each name to its inflated size.
 */
export function zipOfZeros(entries: Record<string, number>): Uint8Array {
  const deflated = new Map<number, { data: Buffer; crc: number }>();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, size] of Object.entries(entries)) {
    let entry = deflated.get(size);
    if (!entry) {
      const zeros = Buffer.alloc(size);
      entry = { data: deflateRawSync(zeros), crc: crc32(zeros) };
      deflated.set(size, entry);
    }
    const fileName = Buffer.from(name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry.crc, entry.data.length, size, fileName.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    writeEntryFields(central, 6, entry.crc, entry.data.length, size, fileName.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, entry.data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The fields a local header and a central directory entry share, from "version needed" on. */
function writeEntryFields(
  header: Buffer,
  at: number,
  crc: number,
  compressed: number,
  size: number,
  nameLength: number,
): void {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(0, at + 2); // flags
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt16LE(0, at + 6); // time
  header.writeUInt16LE(0x21, at + 8); // 1980-01-01
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(compressed, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}
