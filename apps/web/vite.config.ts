import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development the API runs as its own process (npm run dev at the root); Vite forwards to it.
const apiOrigin = process.env.KEYHAVEN_API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  build: { sourcemap: true },
})
