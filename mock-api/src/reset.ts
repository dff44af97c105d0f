import { databaseFile, prepareDatabase } from "./database.ts";

const file = databaseFile();
prepareDatabase(file, { reset: true });
console.log(`Mock API data restored from the seed (uploaded pictures removed): ${file}`);
