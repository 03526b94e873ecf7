import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { addProduct, readCart, writeCart } from "../../lib/cart-storage.ts";

/**
 * Puts an order's products in the cart again, each with the amount bought, and opens the cart, whose check
 * with the server then says what can be sold now. The cart lives in the browser, so the button shows once
 * scripts run.
 */
export function BuyAgainButton({ rows, cartPath, label }: { rows: ReadonlyArray<{ variantId: number; amount: number; name: string }>; cartPath: string; label: string }) {
  const [ready, setReady] = useState(false);
  const navigate = useNavigate();
  useEffect(() => setReady(true), []);
  if (!ready || rows.length === 0) return null;
  const buyAgain = () => {
    let cart = readCart();
    for (const row of rows) cart = addProduct(cart, { productId: String(row.variantId), amount: row.amount, name: row.name, extra_data: null });
    writeCart(cart);
    void navigate(cartPath);
  };
  return (
    <button type="button" className="button button--secondary" onClick={buyAgain}>
      {label}
    </button>
  );
}
